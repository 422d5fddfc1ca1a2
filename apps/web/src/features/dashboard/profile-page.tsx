import {
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconBuildingBank, IconMapPin, IconUser } from '@tabler/icons-react';
import { COUNTRY } from '@eauction/shared';
import { cityOptions, STATE_OPTIONS, withPlaceholder } from '../../components/form/account-options';
import { INPUT_WRAPPER_ORDER } from '../../components/form/use-schema-form';
import { PageMeta } from '../../components/page-meta';
import { useAuth } from '../../lib/auth';
import { ProfileTabForm } from './components/profile-tab-form';
import classes from './profile-page.module.css';

const ADDRESS_DEPENDENTS = { state: ['city'] } as const;

/**
 * Profile Settings (docs/product.md, "Profile Settings"): Personal Info, Address Details and Bank Details,
 * each validated and saved on its own. E-mail and country cannot be changed here.
 */
export function ProfilePage() {
  const { user } = useAuth();
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
              <ProfileTabForm tab="personal" label="Personal info">
                {(form) => (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label="First name"
                      autoComplete="given-name"
                      required
                      {...form.inputProps('firstName')}
                    />
                    <TextInput
                      label="Last name"
                      autoComplete="family-name"
                      required
                      {...form.inputProps('lastName')}
                    />
                    <TextInput
                      label="Organization name"
                      autoComplete="organization"
                      required
                      {...form.inputProps('organizationName')}
                    />
                    <TextInput
                      label="Email"
                      type="email"
                      value={user?.email ?? ''}
                      readOnly
                      description="Your verified e-mail address cannot be changed."
                      inputWrapperOrder={INPUT_WRAPPER_ORDER}
                    />
                    <TextInput
                      label="Mobile number"
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      maxLength={10}
                      {...form.inputProps('mobile')}
                    />
                    <TextInput label="Landline number" type="tel" {...form.inputProps('landlineNo')} />
                    <TextInput label="Fax" type="tel" {...form.inputProps('fax')} />
                    <TextInput
                      label="PAN card number"
                      description="For example ABCDE1234F"
                      autoCapitalize="characters"
                      {...form.inputProps('pancardNo')}
                    />
                  </SimpleGrid>
                )}
              </ProfileTabForm>
            </Tabs.Panel>

            <Tabs.Panel value="address" pt="lg">
              <ProfileTabForm tab="address" label="Address details" dependents={ADDRESS_DEPENDENTS}>
                {(form) => (
                  <Stack gap="md">
                    <Textarea
                      label="Address"
                      autoComplete="street-address"
                      autosize
                      minRows={2}
                      maxRows={5}
                      {...form.inputProps('address')}
                    />
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput
                        label="Country"
                        value={COUNTRY}
                        readOnly
                        description="Accounts are for buyers in India."
                        inputWrapperOrder={INPUT_WRAPPER_ORDER}
                      />
                      <NativeSelect
                        label="State"
                        required
                        data={withPlaceholder('Select state', STATE_OPTIONS)}
                        {...form.inputProps('state')}
                      />
                      <NativeSelect
                        label="City"
                        required
                        data={withPlaceholder(
                          form.values.state ? 'Select city' : 'Select a state first',
                          cityOptions(form.values.state ?? ''),
                        )}
                        {...form.inputProps('city')}
                      />
                      <TextInput
                        label="Pincode"
                        inputMode="numeric"
                        autoComplete="postal-code"
                        maxLength={6}
                        {...form.inputProps('pincode')}
                      />
                    </SimpleGrid>
                  </Stack>
                )}
              </ProfileTabForm>
            </Tabs.Panel>

            <Tabs.Panel value="bank" pt="lg">
              <ProfileTabForm tab="bank" label="Bank details">
                {(form) => (
                  <Stack gap="md">
                    <Text>
                      Your bank details are used for refund purposes: deposits (EMD) that are returned are
                      paid to this account. Fill in all three fields, or leave them all empty.
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput label="Bank name" {...form.inputProps('bankName')} />
                      <TextInput
                        label="Account number"
                        inputMode="numeric"
                        {...form.inputProps('accountNo')}
                      />
                      <TextInput
                        label="IFSC code"
                        description="For example SBIN0001234"
                        autoCapitalize="characters"
                        {...form.inputProps('ifscCode')}
                      />
                    </SimpleGrid>
                  </Stack>
                )}
              </ProfileTabForm>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
    </>
  );
}
