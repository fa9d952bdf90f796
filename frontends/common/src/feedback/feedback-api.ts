import type { ModalFuncProps } from 'antd';
import { createContext } from 'react';
import type { Notifier } from '../toast/notifier';

/** What the page's toast and confirmation holders give once their code has arrived. */
export interface FeedbackApi {
  notifier: Notifier;
  confirm(config: ModalFuncProps): void;
}

/** Asks a question in antd's confirmation dialog, themed like the page (FeedbackProvider). */
export const ConfirmContext = createContext<FeedbackApi['confirm'] | null>(null);
