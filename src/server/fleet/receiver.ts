// The emulator's OTLP/HTTP receiver for the kiosks' telemetry (metrics and logs): JSON encoding only,
// on the protocol's default paths. A kiosk's main process posts server to server (no Origin, no bearer,
// no CSRF pair): what makes a report count is its resource naming a registered device.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OTLP_LOGS_PATH, OTLP_METRICS_PATH } from '../../shared/fleet-telemetry';
import type { ErrorBody } from '../../shared/http';
import { isJsonType } from '../answer-headers';
import { foreignOriginRefusal } from '../csrf';
import type { DeviceRegistry } from '../kiosk/devices';
import { guarded } from '../validation';
import type { Fleet } from './fleet';
import { contentEncoding, gunzipBody } from './gzip-body';
import type { IntakeAnswer } from './otlp-intake';
import { readLogs } from './otlp-logs';
import { readMetrics } from './otlp-metrics';

/** A kiosk's export is a few kilobytes; a Collector forwarding to the emulator must batch below this. */
export const OTLP_BODY_LIMIT = 256 * 1024;

/** Before the body is read: who may post, and in which encoding. */
async function otlpJsonOnly(request: FastifyRequest, reply: FastifyReply) {
  const origin = foreignOriginRefusal(request);
  if (origin) return reply.code(403).send(origin);
  const type = request.headers['content-type'];
  if (!isJsonType(type))
    return reply.code(415).send({
      messageError: `Type de contenu non pris en charge : « ${String(type ?? 'absent').slice(0, 100)} ». Ce récepteur OTLP/HTTP n’accepte que l’encodage JSON (Content-Type: application/json) : réglez l’exportateur sur le protocole http/json.`,
    } satisfies ErrorBody);
  const encoding = contentEncoding(request);
  if (!['', 'identity', 'gzip'].includes(encoding))
    return reply.code(415).send({
      messageError: `Encodage du corps non pris en charge : « ${encoding.slice(0, 100)} ». Envoyez le JSON tel quel ou compressé en gzip.`,
    } satisfies ErrorBody);
}

/** OTLP's failures carry a google.rpc.Status: its `message` is the French messageError, repeated. */
async function statusMessage(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
  const { messageError } = payload as Partial<ErrorBody>;
  return typeof messageError === 'string' ? { ...payload, message: messageError } : payload;
}

const ROUTE_OPTIONS = {
  bodyLimit: OTLP_BODY_LIMIT,
  onRequest: otlpJsonOnly,
  preParsing: gunzipBody(OTLP_BODY_LIMIT),
  preSerialization: statusMessage,
};

function send(reply: FastifyReply, answer: IntakeAnswer) {
  if (answer.status === 200) return reply.code(200).send(answer.body);
  return reply.code(answer.status).send({ messageError: answer.message } satisfies ErrorBody);
}

export function registerFleetReceiver(
  app: FastifyInstance,
  devices: DeviceRegistry,
  fleet: Fleet,
  now: () => Date,
): void {
  const isRegistered = (deviceId: string) => devices.secretOf(deviceId) !== null;
  app.post(OTLP_METRICS_PATH, ROUTE_OPTIONS, async (request, reply) =>
    guarded(reply, () => {
      const intake = readMetrics(request.body, isRegistered);
      for (const report of intake.accepted) fleet.recordMetrics(report);
      return send(reply, intake.answer('rejectedDataPoints'));
    }),
  );
  app.post(OTLP_LOGS_PATH, ROUTE_OPTIONS, async (request, reply) =>
    guarded(reply, () => {
      const intake = readLogs(request.body, isRegistered, now());
      for (const report of intake.accepted) fleet.recordErrors(report.deviceId, report.errors);
      return send(reply, intake.answer('rejectedLogRecords'));
    }),
  );
}
