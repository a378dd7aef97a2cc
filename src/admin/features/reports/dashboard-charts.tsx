/* eslint-disable react-hooks/exhaustive-deps -- a chart is drawn again when its figures change (`key`), not at every render */
import { useEffect, useMemo, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { styled } from '../../../styles/theme';

/**
 * The dashboard's two charts, drawn with uPlot on a canvas: this module is a lazy chunk of the
 * console (dashboard-view.tsx imports it with React.lazy), so neither the chart library nor its
 * styles are in the shop's nor the console's first load. The canvas is hidden from assistive
 * technology: each chart's figures are also a table beside it (its text alternative).
 */

const BRAND = '#0f5c8c';
const INK_SOFT = '#5b616e';
const GRID = '#e6e8ec';
const HEIGHT = 220;

const axis = { stroke: INK_SOFT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };

/** A uPlot chart as wide as its box, redrawn at the box's width. */
function Plot({ options, data }: { options: Omit<Options, 'width' | 'height'>; data: AlignedData }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current!;
    const plot = new uPlot({ ...options, width: Math.max(200, el.clientWidth), height: HEIGHT }, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <Box ref={box} aria-hidden="true" data-chart="" />;
}

const Box = styled('div', { width: '100%', minHeight: HEIGHT, '& .u-legend': { display: 'none' } });

/** Revenue per day as a line: `days` are yyyy-mm-dd (UTC), `values` the day's revenue. */
export function RevenueChart({ days, values, format }: { days: string[]; values: number[]; format: (n: number) => string }) {
  const key = `${days.join()}|${values.join()}`;
  const data = useMemo<AlignedData>(() => [days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), values], [key]);
  const options = useMemo<Omit<Options, 'width' | 'height'>>(
    () => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [axis, { ...axis, size: 70, values: (_u, splits) => splits.map(format) }],
      series: [{}, { stroke: BRAND, width: 2, fill: 'rgba(15, 92, 140, 0.12)', points: { show: true, size: 4 } }],
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    }),
    [key],
  );
  return <Plot options={options} data={data} />;
}

/** Orders per status as bars, in the lifecycle's order, each named under its bar. */
export function StatusChart({ labels, counts }: { labels: string[]; counts: number[] }) {
  const key = `${labels.join()}|${counts.join()}`;
  const data = useMemo<AlignedData>(() => [labels.map((_, i) => i), counts], [key]);
  const options = useMemo<Omit<Options, 'width' | 'height'>>(
    () => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
      axes: [
        { ...axis, grid: { show: false }, splits: () => labels.map((_, i) => i), values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
        { ...axis, size: 50, values: (_u, splits) => splits.map((n) => (Number.isInteger(n) ? String(n) : '')) },
      ],
      series: [{}, { stroke: BRAND, fill: BRAND, width: 0, paths: uPlot.paths.bars!({ size: [0.6, 80] }), points: { show: false } }],
    }),
    [key],
  );
  return <Plot options={options} data={data} />;
}
