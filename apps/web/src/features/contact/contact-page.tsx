import { useLingui } from '@lingui/react';
import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SITE } from '@eauction/shared';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { ContactForm } from './contact-form';

function ContactDetail({
  icon,
  heading,
  children,
}: {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" c="navy.7" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {icon}
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** The lines of the postal address, as message keys (SITE.postalAddress in English). */
const POSTAL_ADDRESS = [
  'contact.reach.address.line1',
  'contact.reach.address.line2',
  'contact.reach.address.line3',
  'contact.reach.address.line4',
] as const;

export function ContactPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageMeta
        title={_('contact.title')}
        description={_('contact.meta.description', { phone: SITE.phone })}
        path="/contact"
        keywords={['contact', 'sales enquiry', 'New Delhi']}
      />
      <PageContainer title={_('contact.title')} lead={_('contact.lead')}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper
              component="section"
              withBorder
              radius="md"
              p={{ base: 'md', sm: 'xl' }}
              aria-labelledby="contact-form-heading"
            >
              <Stack gap="md">
                <Title order={2} size="h3" id="contact-form-heading" c="navy.7">
                  {_('contact.form.heading')}
                </Title>
                <ContactForm />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper
              component="section"
              withBorder
              radius="md"
              p={{ base: 'md', sm: 'xl' }}
              aria-labelledby="contact-reach-heading"
            >
              <Stack gap="lg">
                <Title order={2} size="h3" id="contact-reach-heading" c="navy.7">
                  {_('contact.reach.heading')}
                </Title>
                <ContactDetail
                  icon={<IconMapPin size={20} aria-hidden="true" />}
                  heading={_('contact.reach.postalAddress')}
                >
                  <Text component="address" fs="normal">
                    {POSTAL_ADDRESS.map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {_(line)}
                      </span>
                    ))}
                  </Text>
                </ContactDetail>
                <ContactDetail
                  icon={<IconPhone size={20} aria-hidden="true" />}
                  heading={_('contact.reach.phone')}
                >
                  <Anchor href={`tel:${SITE.phone.replace(/\s+/g, '')}`} underline="always">
                    {SITE.phone}
                  </Anchor>
                </ContactDetail>
                <ContactDetail
                  icon={<IconClock size={20} aria-hidden="true" />}
                  heading={_('contact.reach.businessHours')}
                >
                  <Text>{_('contact.reach.businessHoursText')}</Text>
                </ContactDetail>
                <ContactDetail
                  icon={<IconMail size={20} aria-hidden="true" />}
                  heading={_('contact.reach.salesEnquiries')}
                >
                  {SITE.salesEmails.map((email) => (
                    <Anchor key={email} href={`mailto:${email}`} underline="always">
                      {email}
                    </Anchor>
                  ))}
                </ContactDetail>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </PageContainer>
    </>
  );
}
