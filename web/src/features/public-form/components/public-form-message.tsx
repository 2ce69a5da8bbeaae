import type { ReactNode } from 'react';
import { CircleAlertIcon as AlertCircle } from './screen-icons';

type Props = { title: string; text: string; role?: 'alert'; children?: ReactNode };

/** A full page telling the respondent why there is no form, with what they can do (`children`) below. */
export function PublicFormMessage({ title, text, role, children }: Props) {
  return (
    <main className="fade-in flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div role={role} className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden />
        <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        {children}
      </div>
    </main>
  );
}
