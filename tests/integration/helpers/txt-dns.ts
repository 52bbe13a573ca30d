import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A DNS server on loopback that answers TXT questions from records the test publishes, as a
 * domain's DNS would: the stack's resolver for SSO domain proofs is pointed at its port
 * (`SSO_DNS_SERVERS`, set by the suites' setup). Unknown names answer NXDOMAIN; names marked
 * broken answer SERVFAIL, as a failing DNS server does.
 */
export interface TxtDns {
  publish(name: string, value: string): void;
  unpublish(name: string): void;
  breakName(name: string): void;
  stop(): Promise<void>;
}

const NXDOMAIN = 3;
const SERVFAIL = 2;

export async function startTxtDns(port: number): Promise<TxtDns> {
  const records = new Map<string, string[]>();
  const broken = new Set<string>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = question?.name.toLowerCase() ?? '';
      if (broken.has(name)) response.header.rcode = SERVFAIL;
      else if (!records.has(name)) response.header.rcode = NXDOMAIN;
      else if (question?.type === Packet.TYPE.TXT) {
        for (const data of records.get(name) ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 60, data }));
        }
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  return {
    publish: (name, value) => records.set(name.toLowerCase(), [...(records.get(name.toLowerCase()) ?? []), value]),
    unpublish: (name) => records.delete(name.toLowerCase()),
    breakName: (name) => broken.add(name.toLowerCase()),
    stop: () => server.close(),
  };
}

/** The port of the one server `SSO_DNS_SERVERS` names (`127.0.0.1:<port>`). */
export function txtDnsPort(servers = process.env.SSO_DNS_SERVERS ?? ''): number {
  const port = Number(/^127\.0\.0\.1:(\d+)$/.exec(servers.trim())?.[1]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`SSO_DNS_SERVERS is not one loopback server: "${servers}"`);
  return port;
}
