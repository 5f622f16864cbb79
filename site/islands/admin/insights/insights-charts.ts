// Draws the Insights screen's charts with Chart.js (decision 044), the one module that imports it: the
// screen loads it with import() once it has figures, so Chart.js is fetched by this screen only, and
// after its tables are on the page. Only the pieces these charts use are registered (bars and lines on
// category and linear scales, a legend and tooltips), so the rest of the library is left out of the
// bundle. No animation: the chart is there at once, and still for readers who ask for less motion.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Scale,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

/** The brand's colours (site/styles/global.css), which a canvas cannot read from CSS by itself. */
export const CHART_COLOURS = {
  navy: '#1a2742',
  gold: '#c9a25a',
  goldDark: '#7d5f26',
  mist: '#8a93a6',
  muted: '#4b5466',
  grid: 'rgba(11, 18, 33, 0.08)',
} as const;

export interface ChartSeries {
  label: string;
  /** One value per label; null leaves a gap (a week with no answer). */
  data: readonly (number | null)[];
  /** One colour, or one per bar. */
  colour: string | readonly string[];
}

export interface ChartSpec {
  type: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Bars stacked one on the other (the kinds of a week). */
  stacked?: boolean;
  /** Bars drawn across (the funnel, the top lists: long names read better down the side). */
  horizontal?: boolean;
  /** The value axis's title. */
  axis?: string;
  /** How a value is written on the axis and in the tooltip (counts, euros, minutes). */
  format(value: number): string;
  /** A tooltip's line: the series and its value in the dashboard's words ('Transfers: 3', 'Transferts : 3'). */
  tooltip(series: string, value: string): string;
}

const FONT = { family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", size: 12 };

function configuration(spec: ChartSpec): ChartConfiguration<'bar' | 'line', (number | null)[], string> {
  const value = spec.horizontal ? 'x' : 'y';
  const category = spec.horizontal ? 'y' : 'x';
  return {
    type: spec.type,
    data: {
      labels: [...spec.labels],
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: [...series.data],
        backgroundColor: typeof series.colour === 'string' ? series.colour : [...series.colour],
        borderColor: typeof series.colour === 'string' ? series.colour : [...series.colour],
        borderWidth: spec.type === 'line' ? 2 : 0,
        borderRadius: spec.type === 'bar' ? 3 : 0,
        pointRadius: spec.type === 'line' ? 3 : 0,
        spanGaps: false,
        maxBarThickness: 40,
      })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: spec.horizontal ? 'y' : 'x',
      plugins: {
        legend: { display: spec.series.length > 1, position: 'bottom', labels: { color: CHART_COLOURS.muted, font: FONT, boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item) => spec.tooltip(item.dataset.label ?? '', spec.format(Number(spec.horizontal ? item.parsed.x : item.parsed.y))),
          },
        },
      },
      scales: {
        [category]: {
          stacked: spec.stacked ?? false,
          grid: { display: false },
          ticks: {
            color: CHART_COLOURS.muted,
            font: FONT,
            autoSkip: true,
            maxRotation: 0,
            // Long names (routes, excursions) are cut shorter on a narrow chart: the table beside it has them whole.
            callback(this: Scale, tick) {
              const label = this.getLabelForValue(Number(tick));
              const longest = this.chart.width < 400 ? 18 : 32;
              return label.length > longest ? `${label.slice(0, longest - 1)}…` : label;
            },
          },
        },
        [value]: {
          stacked: spec.stacked ?? false,
          beginAtZero: true,
          grid: { color: CHART_COLOURS.grid },
          title: spec.axis ? { display: true, text: spec.axis, color: CHART_COLOURS.muted, font: FONT } : { display: false },
          ticks: { color: CHART_COLOURS.muted, font: FONT, precision: 0, callback: (tick) => spec.format(Number(tick)) },
        },
      },
    },
  };
}

/** Draws `spec` on `canvas`; the caller destroys what it answers when the figures change or the screen goes. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): { destroy(): void } {
  return new Chart(canvas, configuration(spec));
}
