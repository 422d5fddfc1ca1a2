import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from './auth-card';

// The sign-in form (e-mail, password, captcha) arrives with the accounts work; the page and its links exist now
// so the guards and the navigation bar have somewhere to send visitors.
export function LoginPage() {
  return (
    <>
      <PageMeta
        title="Login"
        description="Sign in to e-Nilami to save properties, register for auctions and bid live."
        path="/login"
      />
      <AuthCard
        title="LOGIN"
        lead="Sign in with your registered e-mail address and password to save properties, pay EMD, register for auctions and bid live."
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/forgot-password" underline="always">
            I forgot my Password
          </Anchor>
          <Anchor component={Link} to="/register" underline="always">
            Register Now
          </Anchor>
        </Group>
      </AuthCard>
    </>
  );
}
