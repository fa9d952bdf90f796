// Result's "403" illustration, fetched when shown (fetched-when-shown.js).
import { fetchedWhenShown } from './fetched-when-shown';

export default fetchedWhenShown(() => import('antd/es/result/unauthorized'));
