import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconMapPin, IconUser } from '@tabler/icons-react';
import { PageMeta } from '../../components/page-meta';
import { ProfileTabForm } from './components/profile-tab-form';
import classes from './profile-page.module.css';

/**
 * Profile Settings (docs/product.md, "Profile Settings"): Personal Info, Address Details and Bank Details,
 * each validated and saved on its own. E-mail and country cannot be changed here.
 */
export function ProfilePage() {
  return (
    <>
      <PageMeta
        title="Profile Settings"
        description="Your e-Nilami profile."
        path="/dashboard/profile"
        noIndex
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" c="navy.7">
              Profile Settings
            </Title>
            <Text c="dimmed">Each tab is saved on its own with its Save Changes button.</Text>
          </div>
          <Tabs
            defaultValue="personal"
            classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="personal" leftSection={<IconUser size={18} aria-hidden="true" />}>
                Personal Info
              </Tabs.Tab>
              <Tabs.Tab value="address" leftSection={<IconMapPin size={18} aria-hidden="true" />}>
                Address Details
              </Tabs.Tab>
              <Tabs.Tab value="bank" leftSection={<IconBuildingBank size={18} aria-hidden="true" />}>
                Bank Details
              </Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="personal" pt="lg">
              <ProfileTabForm tab="personal" label="Personal info" />
            </Tabs.Panel>

            <Tabs.Panel value="address" pt="lg">
              <ProfileTabForm tab="address" label="Address details" />
            </Tabs.Panel>

            <Tabs.Panel value="bank" pt="lg">
              <ProfileTabForm tab="bank" label="Bank details">
                <Text>
                  Your bank details are used for refund purposes: deposits (EMD) that are returned are paid to
                  this account. Fill in all three fields, or leave them all empty.
                </Text>
              </ProfileTabForm>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
    </>
  );
}
