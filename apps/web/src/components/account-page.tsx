import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from './page-meta';

type AccountPageProps = {
  /** The page's only h1, and its title in the browser. */
  title: string;
  /** One sentence under the heading. */
  lead?: string;
  /** The meta description. */
  description: string;
  /** Path of the page in English, e.g. '/dashboard/profile'. */
  path: string;
  children: ReactNode;
};

/**
 * The frame of a signed-in bidder's page (the dashboard's pages, My Registrations): its title in the
 * browser, kept out of search results, and a bordered panel with one h1, an optional lead, then the
 * page's body.
 */
export function AccountPage({ title, lead, description, path, children }: AccountPageProps) {
  const heading = (
    <Title order={1} size="h2" c="navy.7">
      {title}
    </Title>
  );
  return (
    <>
      <PageMeta title={title} description={description} path={path} noIndex />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {lead ? (
            <div>
              {heading}
              <Text c="dimmed">{lead}</Text>
            </div>
          ) : (
            heading
          )}
          {children}
        </Stack>
      </Paper>
    </>
  );
}
