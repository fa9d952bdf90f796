import { failureText, useToast } from '@atelier/common';
import { Flex, Switch, Typography } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { type EmailPreference, useSaveEmailPreference } from './use-email-preferences';

/**
 * One kind of digest email: its label and what it covers, and a switch that saves at once
 * (loading while the save is under way; back where it was, with the error, if it fails).
 */
export function EmailPreferenceSwitch({
  preference,
  label,
  description,
  checked,
}: {
  preference: EmailPreference;
  label: string;
  description: string;
  checked: boolean;
}) {
  const id = useId();
  const save = useSaveEmailPreference(preference);
  const { toast } = useToast();
  const switchRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  // A loading switch is disabled, and the browser then moves the focus off it (to the page):
  // give it back once the save is over, so the keyboard goes on from the switch.
  useEffect(() => {
    if (save.isPending || !hadFocus.current) return;
    hadFocus.current = false;
    switchRef.current?.focus();
  }, [save.isPending]);

  const toggle = (on: boolean) => {
    hadFocus.current = document.activeElement === switchRef.current;
    save.mutate(on, {
      onError: (error) =>
        toast({
          title: 'Your email notifications could not be saved.',
          description: failureText(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Flex justify="space-between" align="center" gap={16}>
      <div>
        <label htmlFor={id}>
          <Typography.Text strong>{label}</Typography.Text>
        </label>
        <Typography.Paragraph type="secondary" id={`${id}-description`} style={{ margin: 0, fontSize: 13 }}>
          {description}
        </Typography.Paragraph>
      </div>
      <Switch
        id={id}
        ref={switchRef}
        checked={checked}
        loading={save.isPending}
        onChange={toggle}
        aria-describedby={`${id}-description`}
        style={{ flex: 'none' }}
      />
    </Flex>
  );
}
