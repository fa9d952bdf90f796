/**
 * The antd the three apps share at run time under the key "antd-details" (federation/shared.js):
 * description lists and progress bars, which the task page's details and budget, the request
 * wizard's review, uploads, the settings and the registration show, and no dashboard or task
 * list does. See shared-antd.ts; the shell provides this module with the others, so the antd
 * internals they have in common are one instance.
 */
export { Descriptions, Progress } from 'antd/es';
