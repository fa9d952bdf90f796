import type { FormInstance, FormRule } from 'antd';
import { useMemo, useRef } from 'react';

const same = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * Values the api refused (a used code, a taken email), as a rule of their field: the message
 * stays on the field for as long as it holds that value. (An error set by hand would vanish at
 * the next validation, which runs when the field loses the focus.) Codes and emails are
 * compared as the api does: trimmed, in any case.
 */
export function useRefusedValues<Name extends string>(form: FormInstance) {
  const refused = useRef(new Map<Name, { value: string; message: string }>());
  return useMemo(
    () => ({
      rule: (name: Name): FormRule => ({
        validator: async (_rule, value: unknown) => {
          const known = refused.current.get(name);
          if (known && known.value === same(value)) throw new Error(known.message);
        },
      }),
      /** Marks the fields with their messages, and brings the first into view with the focus. */
      show: async (problems: { name: Name; message: string; refused: boolean }[]) => {
        if (problems.length === 0) return;
        for (const problem of problems) {
          if (problem.refused)
            refused.current.set(problem.name, {
              value: same(form.getFieldValue(problem.name)),
              message: problem.message,
            });
        }
        // Shown at once, even on a field never validated yet (a code checked as the form opens);
        // a refused value's rule keeps its message there through later validations, while a
        // failed check (not the value's fault) shows until the field is next checked.
        form.setFields(problems.map(({ name, message }) => ({ name, errors: [message] })));
        form.scrollToField(problems[0]!.name, { block: 'center', focus: true });
      },
    }),
    [form],
  );
}
