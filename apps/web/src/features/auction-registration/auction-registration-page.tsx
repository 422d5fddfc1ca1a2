import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/loaders';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useProperty } from '../../lib/property-query';
import { RegistrationForm, type Submission } from './components/registration-form';
import { RegistrationSuccess } from './components/registration-success';
import { RegistrationClosed, useRegistrationOpen } from './components/registration-closed';
import { ExistingRegistration, useMyRegistrationFor } from './components/existing-registration';
import { myRegistrationsQueryOptions } from '../../lib/my-registrations';

/**
 * docs/product.md, "Registration form": the form, then the confirmation once the server accepts it. A
 * bidder who already registered for the auction sees where that registration stands instead.
 */
export function AuctionRegistrationPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const property = useProperty(id);
  const open = useRegistrationOpen(property.data);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const mine = useMyRegistrationFor(id);
  const queryClient = useQueryClient();
  return (
    <>
      <PageMeta
        title={_('auctionRegistration.form.title')}
        description={_('auctionRegistration.form.metaDescription')}
        path={`/property/${encodeURIComponent(id)}/auction-registration`}
        noIndex
      />
      <PageContainer title={_('auctionRegistration.form.title')} size="md">
        {property.isPending || (mine.isPending && !submission) ? (
          <PageLoader label={_('auctionRegistration.loadingAuction')} />
        ) : property.isError ? (
          <Alert color="red" role="alert" title={_('auctionRegistration.auctionUnavailable')}>
            {errorMessage(property.error, _('auctionRegistration.auctionLoadFailed'))}
          </Alert>
        ) : submission ? (
          <RegistrationSuccess
            property={property.data}
            paymentMode={submission.paymentMode}
            result={submission.result}
          />
        ) : mine.registration && !mine.registration.canRegisterAgain ? (
          <ExistingRegistration property={property.data} registration={mine.registration} />
        ) : !open ? (
          <RegistrationClosed property={property.data} />
        ) : (
          <RegistrationForm
            property={property.data}
            onRegistered={(next) => {
              setSubmission(next);
              void queryClient.invalidateQueries({ queryKey: myRegistrationsQueryOptions().queryKey });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </PageContainer>
    </>
  );
}
