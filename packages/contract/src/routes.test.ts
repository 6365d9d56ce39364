import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allPaths, fillPath, paths } from './paths';
import { allRoutes, routeAnswers, routes } from './routes';

describe('route table', () => {
  it('has one route per path, with the same keys by domain', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(paths).sort());
    for (const [d, domain] of Object.entries(paths)) {
      expect(Object.keys(routes[d as keyof typeof routes]).sort(), d).toEqual(Object.keys(domain).sort());
    }
    expect(allRoutes.map((r) => r.id).sort()).toEqual(allPaths.map((p) => p.id).sort());
  });

  it('lists every call once (id and method + path unique)', () => {
    const ids = allRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(allRoutes.length).toBeGreaterThanOrEqual(55);
  });

  it('names each route domain.name and keeps its path entry', () => {
    for (const [d, domain] of Object.entries(routes)) {
      for (const [n, r] of Object.entries(domain)) {
        expect(r.id).toBe(`${d}.${n}`);
        const p = (paths as Record<string, Record<string, unknown>>)[d]?.[n];
        expect(r).toMatchObject(p as object);
      }
    }
  });

  it('declares a params schema exactly for the path parameters', () => {
    for (const r of allRoutes) {
      const names = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort();
      if (names.length === 0) {
        expect(r.params, r.id).toBeUndefined();
        continue;
      }
      expect(r.params, r.id).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((r.params as z.ZodObject).shape).sort(), r.id).toEqual(names);
    }
  });

  it('gives GET routes no body and bearer routes an auth level', () => {
    for (const r of allRoutes) {
      if (r.method === 'GET') expect(r.body, r.id).toBeUndefined();
      expect(['none', 'member', 'staff', 'optional']).toContain(r.auth);
    }
  });

  it('maps answers by domain and name', () => {
    expect(routeAnswers.vehicles.get).toBe(routes.vehicles.get.answer);
    expect(routeAnswers.auth.login).toBe(routes.auth.login.answer);
  });
});

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/providers/:type/:id/slots', { type: 'garage', id: 'a b/c' })).toBe(
      '/providers/garage/a%20b%2Fc/slots',
    );
    expect(fillPath('/bookings/:booking_id/calendar.ics', { booking_id: 'GR-ABC123' })).toBe(
      '/bookings/GR-ABC123/calendar.ics',
    );
    expect(fillPath('/vehicles')).toBe('/vehicles');
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath('/vehicles/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});
