import { describe, expect, it } from 'vitest';
import { loadCarriersConfig } from './carriers.config';

describe('LABEL_RENDER_THREADS', () => {
  it('is one thread by default (unset or empty), and any whole number from 0 to 16', () => {
    expect(loadCarriersConfig({}).renderThreads).toBe(1);
    expect(loadCarriersConfig({ LABEL_RENDER_THREADS: '' }).renderThreads).toBe(1);
    expect(loadCarriersConfig({ LABEL_RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(loadCarriersConfig({ LABEL_RENDER_THREADS: '16' }).renderThreads).toBe(16);
  });

  it('refuses anything else at start, saying what it takes', () => {
    for (const bad of ['17', '-1', '1.5', 'two', '1e3'])
      expect(() => loadCarriersConfig({ LABEL_RENDER_THREADS: bad })).toThrow('whole number from 0 to 16');
  });

  it('looks for the built worker beside the bundle', () => {
    expect(loadCarriersConfig({}).renderWorkerFile).toMatch(/label-render-worker\.js$/);
  });

  it('runs another built worker when LABEL_RENDER_WORKER_FILE names one', () => {
    expect(loadCarriersConfig({ LABEL_RENDER_WORKER_FILE: '/srv/w.js' }).renderWorkerFile).toBe('/srv/w.js');
    expect(loadCarriersConfig({ LABEL_RENDER_WORKER_FILE: '' }).renderWorkerFile).toMatch(/label-render-worker\.js$/);
  });
});
