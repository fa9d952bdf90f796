import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/useToast';

/** docs/product-rules.md, "Formats and timings": how long a copy button shows "Copied". */
const COPIED_MS = 2000;

interface CopyButtonProps {
  /** What lands on the clipboard. */
  text: string;
  label: string;
  icon: ReactNode;
  /** The "Copied!" toast's description, e.g. "Invite code copied to clipboard." */
  copiedDescription: string;
  size?: ButtonProps['size'];
}

/**
 * Copies `text`, then shows a check and "Copied" for 2 seconds. An entry of @atelier/common of
 * its own ("@atelier/common/copy-button"): the pages that show one are not the first ones.
 */
export function CopyButton({ text, label, icon, copiedDescription, size }: CopyButtonProps) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http on a LAN address): that is a failure too.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ title: 'Error', description: 'Failed to copy to clipboard.', variant: 'destructive' });
      return;
    }
    setCopied(true);
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setCopied(false), COPIED_MS);
    toast({ title: 'Copied!', description: copiedDescription, variant: 'success' });
  };

  return (
    <Button size={size} icon={copied ? <CheckOutlined aria-hidden="true" /> : icon} onClick={() => void copy()}>
      {copied ? 'Copied' : label}
    </Button>
  );
}
