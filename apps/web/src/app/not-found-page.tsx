import { Trans, useLingui } from '@lingui/react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';

export function NotFoundPage() {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={_('notFound.title')} description={_('notFound.description')} path={pathname} noIndex />
      <Container size="sm" py={64}>
        <Stack gap="md" align="flex-start">
          <Text fw={700} c="saffron.9" fz="lg">
            {_('notFound.code')}
          </Text>
          <Title order={1} c="navy.7">
            {_('notFound.title')}
          </Title>
          <Text>
            <Trans id="notFound.explanation" values={{ pathname }} components={{ 0: <strong /> }} />
          </Text>
          <Button component={Link} to="/">
            {_('notFound.goHome')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}
