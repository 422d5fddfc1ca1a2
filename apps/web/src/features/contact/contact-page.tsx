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

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Write to ${SITE.name}, call us on ${SITE.phone} or visit our office in New Delhi, ${SITE.hours}.`}
        path="/contact"
        keywords={['contact', 'sales enquiry', 'New Delhi']}
      />
      <PageContainer
        title="Contact Us"
        lead="Questions about a property, registration, EMD or bidding? Send us a message and our sales team will get back to you."
      >
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
                  Send us a message
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
                  Reach us
                </Title>
                <ContactDetail icon={<IconMapPin size={20} aria-hidden="true" />} heading="Postal address">
                  <Text component="address" fs="normal">
                    {SITE.postalAddress.map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                  </Text>
                </ContactDetail>
                <ContactDetail icon={<IconPhone size={20} aria-hidden="true" />} heading="Phone">
                  <Anchor href={`tel:${SITE.phone.replace(/\s+/g, '')}`} underline="always">
                    {SITE.phone}
                  </Anchor>
                </ContactDetail>
                <ContactDetail icon={<IconClock size={20} aria-hidden="true" />} heading="Business hours">
                  <Text>
                    {SITE.businessDays}, {SITE.hours}
                  </Text>
                </ContactDetail>
                <ContactDetail icon={<IconMail size={20} aria-hidden="true" />} heading="Sales enquiries">
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
