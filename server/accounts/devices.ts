import { and, eq, ne } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { trustedDevice } from '../db/schema.ts';
import { sha256 } from './secrets.ts';

/** Browsers a customer chose to remember after a login code: they sign in without one. */
export function deviceStore(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());
  const of = (customerId: string, deviceId: string) => and(eq(trustedDevice.customerId, customerId), eq(trustedDevice.deviceHash, sha256(deviceId)));

  return {
    async isTrusted(customerId: string, deviceId: string): Promise<boolean> {
      const rows = await orm.select({ customerId: trustedDevice.customerId }).from(trustedDevice).where(of(customerId, deviceId));
      return rows.length > 0;
    },

    async trust(customerId: string, deviceId: string, db: AppDatabase = orm): Promise<void> {
      await db
        .insert(trustedDevice)
        .values({ customerId, deviceHash: sha256(deviceId), createdAt: now(), lastSeenAt: now() })
        .onConflictDoUpdate({ target: [trustedDevice.customerId, trustedDevice.deviceHash], set: { lastSeenAt: now() } });
    },

    /** After a password reset or change no remembered device skips the code, except the one named. */
    async forgetAll(customerId: string, keepDeviceId: string | undefined, db: AppDatabase = orm): Promise<void> {
      const others = keepDeviceId === undefined ? undefined : ne(trustedDevice.deviceHash, sha256(keepDeviceId));
      await db.delete(trustedDevice).where(and(eq(trustedDevice.customerId, customerId), others));
    },
  };
}

export type DeviceStore = ReturnType<typeof deviceStore>;
