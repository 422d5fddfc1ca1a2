import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  return (
    <>
      <PageMeta
        title="Forgot password"
        description="Ask for a link to reset your e-Nilami password."
        path="/forgot-password"
      />
      <AuthCard
        title="Forgot password"
        lead="Enter the e-mail address you registered with and we will send you a link to choose a new password."
      >
        <Group justify="center">
          <Anchor component={Link} to="/login" underline="always">
            Back to Login
          </Anchor>
        </Group>
      </AuthCard>
    </>
  );
}
