/**
 * The antd the three apps share at run time under the key "antd-input" (federation/shared.js):
 * text fields, the first control many screens show (the task lists' search, the chat's
 * composer, the sign-in form), apart from the heavier choice fields of shared-antd-fields.ts.
 * See shared-antd.ts; the shell provides this module with the others, so the antd internals
 * they have in common are one instance.
 */
export { Input } from 'antd/es';
