// Better Auth's JSON endpoints (get-session, sign-in/up/out...) for clients other than the shop's
// own forms, answering errors in the shop's { error: { code, message, param? } } shape.
import { handleAuthRequest } from '@/features/account/api';

const handler = (request: Request) => handleAuthRequest(request);

export { handler as GET, handler as POST };
