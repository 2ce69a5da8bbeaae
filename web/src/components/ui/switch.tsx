import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

type Props = { checked: boolean; onCheckedChange: (checked: boolean) => void; id?: string; 'aria-label'?: string; disabled?: boolean };

export function Switch(props: Props) {
  return (
    <SwitchPrimitive.Root
      {...props}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:opacity-60',
        'data-[state=checked]:bg-indigo-600 data-[state=unchecked]:bg-slate-300',
        focusRing,
      )}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform',
          'data-[state=checked]:translate-x-[22px]',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
