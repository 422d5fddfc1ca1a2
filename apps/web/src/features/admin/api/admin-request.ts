// The admin console's changes go through the app's one upload-capable request helper.
export {
  ApiRefusalError as AdminApiError,
  refusalBody,
  sendWithProgress as sendToAdminApi,
} from '../../../lib/send-with-progress';
