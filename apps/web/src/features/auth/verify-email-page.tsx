import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from './auth-card';

export function VerifyEmailPage() {
  return (
    <>
      <PageMeta
        title="Email verification"
        description="Confirm the e-mail address of your e-Nilami account."
        // The token stays out of the canonical URL: it is a secret for one person.
        path="/verify-email"
        noIndex
      />
      <AuthCard
        title="Email verification"
        lead="This page confirms the e-mail address of a new account from the link in the verification e-mail. Once it is confirmed you can log in."
      >
        <Group justify="center">
          <Anchor component={Link} to="/login" underline="always">
            Proceed to Login
          </Anchor>
        </Group>
      </AuthCard>
    </>
  );
}
