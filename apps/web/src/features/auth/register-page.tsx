import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from './auth-card';

// The registration form (spec 3, "Buyer registration payload") arrives with the accounts work.
export function RegisterPage() {
  return (
    <>
      <PageMeta
        title="Registration"
        description="Register as a bidder on e-Nilami with your contact, PAN and preference details."
        path="/register"
      />
      <AuthCard
        title="REGISTRATION"
        size={640}
        lead="Register once as a bidder with your name, organisation, address, mobile number, PAN and e-mail address. Your e-mail address is verified and cannot be changed later."
      >
        <Text ta="center">
          Already registered?{' '}
          <Anchor component={Link} to="/login" underline="always">
            Login
          </Anchor>
        </Text>
      </AuthCard>
    </>
  );
}
