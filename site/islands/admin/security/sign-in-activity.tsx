// The Security screen's account of the sign-in as tried from anywhere (decision 032): whether
// an attack is going on, the failed and slowed-down attempts of the last day, the busiest addresses,
// and how many browsers the administrator has signed in from (those an attack never slows down).
import { useId } from 'react';
import { BusyButton } from '../kit/busy-button.tsx';
import { Table } from '../kit/table.tsx';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import type { Say } from '../kit/use-words.ts';
import type { AdminSecurity } from './security-api.ts';

/** The busiest addresses' columns. */
const COLUMNS = ['address', 'failedColumn', 'throttledColumn', 'latest'] as const;

interface SignInActivityProps {
  security: Pick<AdminSecurity, 'signInActivity' | 'trustedBrowsers'>;
  say: Say<ScreenKey<'security'>>;
  refreshing: boolean;
  onRefresh: () => void;
}

export default function SignInActivity({ security, say, refreshing, onRefresh }: SignInActivityProps) {
  const id = useId();
  const activity = security.signInActivity;
  const anything = activity.failed + activity.throttled > 0;
  return (
    <section className="adm-panel flex flex-col gap-4" aria-labelledby={`${id}-heading`} data-testid="sign-in-activity">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="adm-section-title">
          {say('dashboard.security.activity.heading')}
        </h2>
        <BusyButton busy={refreshing} busyLabel={say('dashboard.security.activity.refreshing')} look="quiet" onClick={onRefresh}>
          {say('dashboard.security.activity.refresh')}
        </BusyButton>
      </div>

      {activity.underAttack ? (
        <p className="adm-alert" data-testid="sign-in-attack">
          {say('dashboard.security.activity.attack')}
        </p>
      ) : (
        <p>{say('dashboard.security.activity.quiet')}</p>
      )}

      {anything ? (
        <>
          <ul className="flex flex-col gap-1">
            <li>{say('dashboard.security.activity.failed', { count: activity.failed })}</li>
            <li>{say('dashboard.security.activity.throttled', { count: activity.throttled })}</li>
            <li>{say('dashboard.security.activity.addressCount', { count: activity.addressCount })}</li>
          </ul>
          <Table
            caption={say('dashboard.security.activity.busiest')}
            captionClassName="py-2 text-left font-semibold text-navy-950"
            columns={COLUMNS.map((column) => say(`dashboard.security.activity.${column}`))}
          >
            {activity.addresses.map((address) => (
              <tr key={address.address}>
                <td data-label={say('dashboard.security.activity.address')} className="font-mono [overflow-wrap:anywhere]">
                  {address.address}
                </td>
                <td data-label={say('dashboard.security.activity.failedColumn')}>{address.failed}</td>
                <td data-label={say('dashboard.security.activity.throttledColumn')}>{address.throttled}</td>
                <td data-label={say('dashboard.security.activity.latest')}>
                  <time dateTime={address.latestAt}>{say.dateTime(address.latestAt)}</time>
                </td>
              </tr>
            ))}
          </Table>
          <p>
            <a href="/admin/audit" className="underline">
              {say('dashboard.security.activity.auditLink')}
            </a>
          </p>
        </>
      ) : (
        <p>{say('dashboard.security.activity.none')}</p>
      )}

      <p className="text-muted">{say('dashboard.security.activity.trusted', { count: security.trustedBrowsers })}</p>
    </section>
  );
}
