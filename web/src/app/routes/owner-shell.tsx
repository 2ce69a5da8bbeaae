import * as Tooltip from '@radix-ui/react-tooltip';
import { Outlet } from 'react-router-dom';

/** Owner screens share tooltips (open after 700 ms, then 300 ms skip window). */
export default function OwnerShell() {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Outlet />
    </Tooltip.Provider>
  );
}
