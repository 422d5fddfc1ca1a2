import { useLingui } from '@lingui/react';
import { Tabs, Text } from '@mantine/core';
import { IconBuildingBank, IconMapPin, IconUser } from '@tabler/icons-react';
import { AccountPage } from '../../components/account-page';
import { ProfileTabForm } from './components/profile-tab-form';
import classes from './profile-page.module.css';

/**
 * Profile Settings (docs/product.md, "Profile Settings"): Personal Info, Address Details and Bank Details,
 * each validated and saved on its own. E-mail and country cannot be changed here.
 */
export function ProfilePage() {
  const { _ } = useLingui();
  return (
    <AccountPage
      title={_('dashboard.profile.title')}
      lead={_('dashboard.profile.lead')}
      description={_('dashboard.profile.metaDescription')}
      path="/dashboard/profile"
    >
      <Tabs
        defaultValue="personal"
        classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="personal" leftSection={<IconUser size={18} aria-hidden="true" />}>
            {_('dashboard.profile.tab.personal')}
          </Tabs.Tab>
          <Tabs.Tab value="address" leftSection={<IconMapPin size={18} aria-hidden="true" />}>
            {_('dashboard.profile.tab.address')}
          </Tabs.Tab>
          <Tabs.Tab value="bank" leftSection={<IconBuildingBank size={18} aria-hidden="true" />}>
            {_('dashboard.profile.tab.bank')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="personal" pt="lg">
          <ProfileTabForm tab="personal" label={_('dashboard.profile.form.personal')} />
        </Tabs.Panel>

        <Tabs.Panel value="address" pt="lg">
          <ProfileTabForm tab="address" label={_('dashboard.profile.form.address')} />
        </Tabs.Panel>

        <Tabs.Panel value="bank" pt="lg">
          <ProfileTabForm tab="bank" label={_('dashboard.profile.form.bank')}>
            <Text>{_('dashboard.profile.bankNote')}</Text>
          </ProfileTabForm>
        </Tabs.Panel>
      </Tabs>
    </AccountPage>
  );
}
