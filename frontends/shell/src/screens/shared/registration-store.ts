/**
 * What a visitor typed into a registration form, kept in sessionStorage so that the browser's
 * Back, a reload or a detour to the home view loses nothing. Per tab, gone when it closes.
 * Passwords are never kept: they are typed again after a reload.
 */
const NEVER_KEPT = new Set(['password', 'confirmPassword']);

export interface RegistrationStore<Values extends object> {
  load(): Partial<Values>;
  save(values: Partial<Values>): void;
  clear(): void;
}

export function registrationStore<Values extends object>(key: string): RegistrationStore<Values> {
  // No sessionStorage at build time (prerendering) or when the browser refuses it: nothing is kept.
  const storage = () => {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    load() {
      try {
        const saved: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
        return saved !== null && typeof saved === 'object' ? (saved as Partial<Values>) : {};
      } catch {
        return {};
      }
    },
    save(values) {
      const kept = Object.fromEntries(
        Object.entries(values).filter(([name, value]) => !NEVER_KEPT.has(name) && value !== undefined),
      );
      try {
        storage()?.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage full or refused: the form works on, only without surviving a reload.
      }
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}
