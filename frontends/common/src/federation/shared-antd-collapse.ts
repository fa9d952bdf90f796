/**
 * The antd the three apps share at run time under the key "antd-collapse" (federation/shared.js):
 * panels that open and close, which the task page's details, the invoice's earlier invoices and
 * the shopper dashboard's clients show, and no task list or client dashboard does. See
 * shared-antd.ts; the shell provides this module with the others, so the antd internals they
 * have in common are one instance.
 */
export { Collapse } from 'antd/es';
