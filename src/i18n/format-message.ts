// use-intl's message formatter outside the browser (next.config.ts aliases `use-intl/format-message`
// to this module there, and to use-intl's precompiled-message formatter in the browser). The server
// formats two kinds of message: the plain catalogue (server components, route handlers) and, while
// rendering client components, the precompiled messages the browser also gets (client-messages.ts).
// A precompiled message with arguments is an array; everything else is a string, for the full formatter.
import type formatSourceMessage from 'use-intl/format-message';
import type formatCompiledMessage from 'use-intl/format-message/format-only';
// By file: their package names resolve to this very module once aliased.
// @ts-expect-error -- use-intl's files have their types apart (the two `import type` lines above).
import formatSourceImpl from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';
// @ts-expect-error -- as above.
import formatCompiledImpl from '../../node_modules/use-intl/dist/esm/production/format-message/format-only.js';

const formatSource = formatSourceImpl as typeof formatSourceMessage;
const formatCompiled = formatCompiledImpl as typeof formatCompiledMessage;

export default function formatMessage(...args: Parameters<typeof formatSourceMessage>): ReturnType<typeof formatSourceMessage> {
  const [, message] = args;
  if (Array.isArray(message))
    return formatCompiled(...(args as unknown as Parameters<typeof formatCompiledMessage>)) as ReturnType<typeof formatSourceMessage>;
  return formatSource(...args);
}

// `t.raw` works with the plain catalogue, as with use-intl's own formatter.
formatMessage.raw = true;
