import { HttpAnnotationRuleSchema } from '@/lib/annotations/http';
import { parseContent } from '@/lib/content/parse';
import { httpAnnotations } from './http';
import { authHttpAnnotations } from './http-auth';

/**
 * The HTTP layer's annotations (request line, headers, statuses, SSE fields, OAuth), validated.
 * Apart from the JSON-RPC ones: they load with the HTTP detail, which a first view on the
 * default link never shows.
 */
export const httpAnnotationRules = [...httpAnnotations, ...authHttpAnnotations].map((input, i) =>
  parseContent(HttpAnnotationRuleSchema, input, `content/annotations/http[${i}]`),
);
