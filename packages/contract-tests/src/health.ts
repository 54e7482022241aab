import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';

/** The probes an operator's load balancer and orchestrator call, without a token. */
export function describeHealth(context: ContractContext): void {
  const visitor = () => context.client();

  describe('GET /health/live (getLiveness)', () => {
    it('answers that the process is alive, to anyone', async () => {
      const { data, response } = await visitor().GET('/health/live');
      expect(response.status).toBe(200);
      expect(data).toEqual({ status: 'ok' });
    });
  });

  describe('GET /health/ready (getReadiness)', () => {
    it('answers ready while the instance serves requests, to anyone', async () => {
      const { data, response } = await visitor().GET('/health/ready');
      expect(response.status).toBe(200);
      expect(data).toEqual({ status: 'ready' });
    });
  });

  describe('GET /health (getHealth)', () => {
    it('names the store and reports Redis, degraded only when Redis does not answer', async () => {
      const { data, response } = await visitor().GET('/health');
      expect(response.status).toBe(200);
      expect(['sqlite', 'postgres', 'memory']).toContain(data!.database);
      expect([undefined, 'ok', 'unavailable']).toContain(data!.redis);
      expect(data!.status).toBe(data!.redis === 'unavailable' ? 'degraded' : 'ok');
    });
  });
}
