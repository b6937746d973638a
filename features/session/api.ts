/** Account actions of the signed-in user (spec §7 "Users"). */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';

export const resignEndpoint = defineEndpoint({
  name: 'recruitment.resign',
  method: 'POST',
  path: () => '/api/client/recruitment/resign',
  response: anyBody,
});
