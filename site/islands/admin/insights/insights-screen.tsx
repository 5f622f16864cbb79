// The back office's Insights (issue 26, item 2; decision 044): the business over a period of Paris
// months, each figure a chart with its table beside it — requests per week by kind and by language,
// the median time to the first reply, the funnel from request to trip, the money received per month,
// and the most requested routes and excursions. The tables are the figures for every reader (a
// screen reader, a keyboard, a failed chart); the charts are drawn by Chart.js, fetched by this screen
// alone once the figures are in (insights-charts.ts). The period is in the address, so it can be kept.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatEuros } from '../../../../worker/contract/money.ts';
import type { Lang } from '../../../../worker/contract/i18n/langs.ts';
import { adminCall, SessionEnded } from '../kit/admin-call.ts';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { InputField } from '../kit/field.tsx';
import { ScreenHeading } from '../kit/screen.tsx';
import { Table, type TableProps } from '../kit/table.tsx';
import { useWords, type Say as SayOf } from '../kit/use-words.ts';
import type { ChartSpec } from './insights-charts.ts';
import { insightsCalls, type Insights } from './insights-api.ts';
import {
  countLabel,
  durationParts,
  INSIGHTS_PRESETS,
  lastMonths,
  monthLabel,
  rangeProblem,
  shareLabel,
  weekLabel,
  weekTick,
  type InsightsRange,
} from './insights-format.ts';

export interface InsightsScreenProps {
  texts: ScreenWords<'insights'>;
  /** The period to show first (the address's, else the last months: insights-format.ts). */
  range: InsightsRange;
}

type Say = SayOf<ScreenKey<'insights'>>;

type Figures = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; insights: Insights; busy: boolean };

/** The colours of the charts' series (insights-charts.ts's CHART_COLOURS, kept here so the chart module loads only when drawing). */
const NAVY = '#1a2742';
const GOLD = '#c9a25a';
const GOLD_DARK = '#7d5f26';
const MIST = '#8a93a6';
const FUNNEL_COLOURS = [NAVY, '#26365a', GOLD, GOLD_DARK, MIST] as const;

const FUNNEL_STEPS = ['requested', 'offered', 'paid', 'completed', 'cancelled'] as const;

/** The languages a request can be made in, first; any other the data holds after them, by its code. */
const KNOWN_LANGS = ['en', 'fr'] as const;

const euros = (cents: number, lang: Lang) => formatEuros(cents, lang);

function duration(say: Say, minutes: number): string {
  const parts = durationParts(minutes);
  return parts.hours === 0 ? say('dashboard.insights.minutes', { minutes: parts.minutes }) : say('dashboard.insights.hoursMinutes', parts);
}

export default function InsightsScreen({ texts, range: first }: InsightsScreenProps) {
  const say = useWords(texts);
  const id = useId();
  const [range, setRange] = useState(first);
  const [draft, setDraft] = useState(first);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const [figures, setFigures] = useState<Figures>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFigures((shown) => (shown.status === 'ready' ? { ...shown, busy: true } : { status: 'loading' }));
    adminCall(insightsCalls.insights(range.from, range.to))
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`Insights answered ${answer.status}`);
        const insights = (await answer.json()) as Insights;
        if (current) setFigures({ status: 'ready', insights, busy: false });
      })
      .catch((error: unknown) => {
        if (error instanceof SessionEnded || !current) return;
        setFigures({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [range, attempt]);

  const show = (next: InsightsRange) => {
    const wrong = rangeProblem(next);
    setProblem(wrong);
    if (wrong) {
      document.getElementById(`${id}-${wrong.field}`)?.focus();
      return;
    }
    setDraft(next);
    setRange(next);
    // The period is kept in the address: a reload or a bookmark shows it again.
    window.history.replaceState(null, '', `?from=${next.from}&to=${next.to}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(draft);
  };
  const monthField = (name: 'from' | 'to') => (
    <InputField
      id={`${id}-${name}`}
      label={say(`dashboard.insights.${name}`)}
      labelClassName="form-label text-sm"
      type="month"
      // Browsers without a month picker show a text box: the hint says how to write the month.
      placeholder={say('dashboard.insights.monthHint')}
      pattern="\d{4}-\d{2}"
      value={draft[name]}
      error={problem?.field === name ? say(problem.key) : null}
      onChange={(value) => setDraft((shown) => ({ ...shown, [name]: value }))}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading title={say('dashboard.insights.heading')} intro={say('dashboard.insights.intro')} />

      <form className="adm-panel adm-insights-range" onSubmit={submit} noValidate aria-label={say('dashboard.insights.range')}>
        {monthField('from')}
        {monthField('to')}
        <button type="submit" className="adm-button adm-button-primary">
          {say('dashboard.insights.show')}
        </button>
        <div role="group" aria-label={say('dashboard.insights.presets')} className="adm-insights-presets">
          {INSIGHTS_PRESETS.map((months) => {
            const preset = lastMonths(new Date(), months);
            return (
              <button
                key={months}
                type="button"
                className="adm-button adm-button-quiet"
                aria-pressed={preset.from === range.from && preset.to === range.to}
                onClick={() => show(preset)}
              >
                {say('dashboard.insights.preset', { months })}
              </button>
            );
          })}
        </div>
      </form>

      <p className="text-muted" aria-live="polite">
        {say('dashboard.insights.period', { from: monthLabel(range.from, say.lang), to: monthLabel(range.to, say.lang) })}
      </p>

      {figures.status === 'loading' && (
        <p role="status" className="adm-panel text-center text-muted">
          {say('dashboard.insights.loading')}
        </p>
      )}
      {figures.status === 'failed' && (
        <div className="adm-panel py-8 text-center">
          <p role="alert" className="adm-alert">
            {say('dashboard.insights.loadFailed')}
          </p>
          <button type="button" className="adm-button adm-button-quiet mt-3" onClick={() => setAttempt((n) => n + 1)}>
            {say('dashboard.insights.retry')}
          </button>
        </div>
      )}
      {figures.status === 'ready' && <InsightsFigures insights={figures.insights} busy={figures.busy} say={say} />}
    </div>
  );
}

function InsightsFigures({ insights, busy, say }: { insights: Insights; busy: boolean; say: Say }) {
  const lang = say.lang;
  const count = (n: number) => countLabel(n, lang);
  const { funnel } = insights;
  const net = insights.months.reduce((sum, month) => sum + month.netCents, 0);
  const langs = useMemo(() => {
    const seen = new Set(insights.weeks.flatMap((week) => Object.keys(week.byLang)));
    return [...KNOWN_LANGS, ...[...seen].filter((code) => !(KNOWN_LANGS as readonly string[]).includes(code)).sort()];
  }, [insights]);
  const langName = (code: string) => ((KNOWN_LANGS as readonly string[]).includes(code) ? say(`dashboard.insights.langs.${code as 'en' | 'fr'}`) : code);

  const charts = useMemo(() => {
    const ticks = insights.weeks.map((week) => weekTick(week.week, lang));
    const counts = (value: number) => countLabel(value, lang);
    const tooltip = (series: string, value: string) => say('dashboard.insights.tooltip', { series, value });
    return {
      kinds: {
        type: 'bar',
        tooltip,
        stacked: true,
        labels: ticks,
        axis: say('dashboard.insights.requests'),
        format: counts,
        series: [
          { label: say('dashboard.insights.kinds.transfer'), data: insights.weeks.map((week) => week.transfer), colour: NAVY },
          { label: say('dashboard.insights.kinds.excursion'), data: insights.weeks.map((week) => week.excursion), colour: GOLD },
        ],
      },
      langs: {
        type: 'bar',
        tooltip,
        stacked: true,
        labels: ticks,
        axis: say('dashboard.insights.requests'),
        format: counts,
        series: langs.map((code, index) => ({
          label: langName(code),
          data: insights.weeks.map((week) => week.byLang[code] ?? 0),
          colour: [NAVY, GOLD, MIST, GOLD_DARK][index % 4]!,
        })),
      },
      // Bars, not a line: a week nobody was answered is a gap, not a slope between its neighbours.
      reply: {
        type: 'bar',
        tooltip,
        labels: ticks,
        axis: say('dashboard.insights.reply.axis'),
        format: (minutes: number) => duration(say, minutes),
        series: [{ label: say('dashboard.insights.reply.median'), data: insights.weeks.map((week) => week.medianReplyMinutes), colour: GOLD_DARK }],
      },
      funnel: {
        type: 'bar',
        tooltip,
        horizontal: true,
        labels: FUNNEL_STEPS.map((step) => say(`dashboard.insights.funnel.${step}`)),
        format: counts,
        series: [{ label: say('dashboard.insights.requests'), data: FUNNEL_STEPS.map((step) => insights.funnel[step]), colour: FUNNEL_COLOURS }],
      },
      money: {
        type: 'bar',
        tooltip,
        labels: insights.months.map((month) => monthLabel(month.month, lang)),
        axis: say('dashboard.insights.money.axis'),
        format: (value: number) => euros(Math.round(value * 100), lang),
        series: [
          { label: say('dashboard.insights.money.paid'), data: insights.months.map((month) => month.paidCents / 100), colour: NAVY },
          { label: say('dashboard.insights.money.refunded'), data: insights.months.map((month) => month.refundedCents / 100), colour: GOLD },
        ],
      },
      routes: {
        type: 'bar',
        tooltip,
        horizontal: true,
        labels: insights.topRoutes.map((route) => say('dashboard.insights.routes.of', { pickup: route.pickup, dropoff: route.dropoff })),
        format: counts,
        series: [{ label: say('dashboard.insights.requests'), data: insights.topRoutes.map((route) => route.requests), colour: NAVY }],
      },
      excursions: {
        type: 'bar',
        tooltip,
        horizontal: true,
        labels: insights.topExcursions.map((excursion) => excursion.title),
        format: counts,
        series: [{ label: say('dashboard.insights.requests'), data: insights.topExcursions.map((excursion) => excursion.requests), colour: GOLD }],
      },
    } satisfies Record<string, ChartSpec>;
  }, [insights, say, lang, langs]);

  const week = (monday: string) => (
    <th scope="row">
      <time dateTime={monday}>{weekLabel(monday, lang)}</time>
    </th>
  );

  return (
    <div className="flex flex-col gap-5" aria-busy={busy}>
      <section aria-label={say('dashboard.insights.summary')} className="adm-insights-summary">
        <dl>
          {(
            [
              ['requests', count(funnel.requested)],
              ['paid', count(funnel.paid)],
              ['conversion', shareLabel(funnel.paid, funnel.requested, lang)],
              ['net', euros(net, lang)],
            ] as const
          ).map(([figure, value]) => (
            <div key={figure} className="adm-panel">
              <dt>{say(`dashboard.insights.summary.${figure}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Figure
        name="kinds"
        title={say('dashboard.insights.kinds.heading')}
        chart={charts.kinds}
        say={say}
        columns={[
          say('dashboard.insights.week'),
          say('dashboard.insights.kinds.transfer'),
          say('dashboard.insights.kinds.excursion'),
          say('dashboard.insights.total'),
        ]}
      >
        {insights.weeks.map((row) => (
          <tr key={row.week}>
            {week(row.week)}
            <td>{count(row.transfer)}</td>
            <td>{count(row.excursion)}</td>
            <td>{count(row.transfer + row.excursion)}</td>
          </tr>
        ))}
      </Figure>

      <Figure
        name="langs"
        title={say('dashboard.insights.langs.heading')}
        chart={charts.langs}
        say={say}
        columns={[say('dashboard.insights.week'), ...langs.map(langName)]}
      >
        {insights.weeks.map((row) => (
          <tr key={row.week}>
            {week(row.week)}
            {langs.map((code) => (
              <td key={code}>{count(row.byLang[code] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </Figure>

      <Figure
        name="reply"
        title={say('dashboard.insights.reply.heading')}
        note={say('dashboard.insights.reply.note')}
        chart={charts.reply}
        say={say}
        columns={[say('dashboard.insights.week'), say('dashboard.insights.reply.answered'), say('dashboard.insights.reply.median')]}
      >
        {insights.weeks.map((row) => (
          <tr key={row.week}>
            {week(row.week)}
            <td>{count(row.replied)}</td>
            <td>{row.medianReplyMinutes === null ? say('dashboard.insights.reply.none') : duration(say, row.medianReplyMinutes)}</td>
          </tr>
        ))}
      </Figure>

      <Figure
        name="funnel"
        title={say('dashboard.insights.funnel.heading')}
        note={say('dashboard.insights.funnel.note')}
        chart={charts.funnel}
        say={say}
        columns={[say('dashboard.insights.funnel.step'), say('dashboard.insights.requests'), say('dashboard.insights.funnel.share')]}
      >
        {FUNNEL_STEPS.map((step) => (
          <tr key={step}>
            <th scope="row">{say(`dashboard.insights.funnel.${step}`)}</th>
            <td>{count(funnel[step])}</td>
            <td>{shareLabel(funnel[step], funnel.requested, lang)}</td>
          </tr>
        ))}
      </Figure>

      <Figure
        name="money"
        title={say('dashboard.insights.money.heading')}
        note={say('dashboard.insights.money.note')}
        chart={charts.money}
        say={say}
        columns={[
          say('dashboard.insights.month'),
          say('dashboard.insights.money.payments'),
          say('dashboard.insights.money.paid'),
          say('dashboard.insights.money.refunded'),
          say('dashboard.insights.money.net'),
        ]}
      >
        {insights.months.map((row) => (
          <tr key={row.month}>
            <th scope="row">
              <time dateTime={row.month}>{monthLabel(row.month, lang)}</time>
            </th>
            <td>{count(row.payments)}</td>
            <td>{euros(row.paidCents, lang)}</td>
            <td>{euros(row.refundedCents, lang)}</td>
            <td>{euros(row.netCents, lang)}</td>
          </tr>
        ))}
      </Figure>

      <Figure
        name="routes"
        title={say('dashboard.insights.routes.heading')}
        chart={insights.topRoutes.length > 0 ? charts.routes : null}
        none={say('dashboard.insights.routes.none')}
        say={say}
        columns={[say('dashboard.insights.routes.route'), say('dashboard.insights.requests')]}
      >
        {insights.topRoutes.map((route) => (
          <tr key={`${route.pickup}\u0000${route.dropoff}`}>
            <th scope="row">{say('dashboard.insights.routes.of', { pickup: route.pickup, dropoff: route.dropoff })}</th>
            <td>{count(route.requests)}</td>
          </tr>
        ))}
      </Figure>

      <Figure
        name="excursions"
        title={say('dashboard.insights.excursions.heading')}
        chart={insights.topExcursions.length > 0 ? charts.excursions : null}
        none={say('dashboard.insights.excursions.none')}
        say={say}
        columns={[say('dashboard.insights.excursions.excursion'), say('dashboard.insights.requests')]}
      >
        {insights.topExcursions.map((excursion) => (
          <tr key={excursion.title}>
            <th scope="row">{excursion.title}</th>
            <td>{count(excursion.requests)}</td>
          </tr>
        ))}
      </Figure>
    </div>
  );
}

interface FigureProps {
  name: string;
  title: string;
  note?: string;
  /** Null: nothing to draw (an empty top list), `none` is said instead of the chart and its table. */
  chart: ChartSpec | null;
  none?: string;
  say: Say;
  /** The table's column headings; its caption is the figure's title. */
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

/** One figure: its heading, a note on what it counts, the chart and, beside it, its table. */
function Figure({ name, title, note, chart, none, say, columns, children }: FigureProps) {
  const headingId = `insights-${name}`;
  return (
    <section className="adm-panel adm-insights-figure" aria-labelledby={headingId} data-figure={name}>
      <h2 id={headingId} className="text-xl text-navy-950">
        {title}
      </h2>
      {note && <p className="text-sm text-muted">{note}</p>}
      {chart ? (
        <div className={`adm-insights-pair${chart.horizontal ? ' adm-insights-across' : ''}`}>
          <ChartCanvas spec={chart} label={say('dashboard.insights.chart', { title })} failed={say('dashboard.insights.chartFailed')} />
          {/* A region a keyboard can scroll: a long period's weeks scroll inside it. */}
          <div className="adm-insights-table" role="region" aria-label={say('dashboard.insights.tableRegion', { title })} tabIndex={0}>
            <DataTable caption={title} columns={columns}>
              {children}
            </DataTable>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-muted">{none}</p>
      )}
    </section>
  );
}

/** A figure's table: a plain table on every screen (few, short columns), its weeks scrolling in their region. */
const DataTable = (props: Omit<TableProps, 'className' | 'captionClassName'>) => <Table {...props} className="adm-insights-data" />;

/**
 * The chart, drawn once the chart module has loaded (import(): its own file, fetched by this screen
 * only). The canvas is an image named for the table beside it; a failure to load says so and leaves
 * the table to speak. `data-drawn` tells the journeys the chart is on the canvas.
 */
function ChartCanvas({ spec, label, failed }: { spec: ChartSpec; label: string; failed: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let current = true;
    import('./insights-charts.ts')
      .then(({ drawChart }) => {
        if (!current || !canvas.current) return;
        chart = drawChart(canvas.current, spec);
        setState('drawn');
      })
      .catch(() => {
        if (current) setState('failed');
      });
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [spec]);
  return (
    <div className="adm-insights-chart" data-drawn={state === 'drawn'}>
      {state === 'failed' ? (
        <p className="text-sm text-muted">{failed}</p>
      ) : (
        <canvas ref={canvas} role="img" aria-label={label}>
          {label}
        </canvas>
      )}
    </div>
  );
}
