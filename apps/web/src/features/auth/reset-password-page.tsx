import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  return (
    <>
      <PageMeta
        title="Reset password"
        description="Choose a new password for your e-Nilami account."
        path="/reset-password"
        noIndex
      />
      <AuthCard
        title="Reset password"
        lead="Choose a new password of at least 8 characters from the link in the password reset e-mail."
      >
        <Group justify="center">
          <Anchor component={Link} to="/forgot-password" underline="always">
            Request New Reset Link
          </Anchor>
        </Group>
      </AuthCard>
    </>
  );
}
