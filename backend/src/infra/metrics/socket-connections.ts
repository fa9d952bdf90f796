import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/**
 * atelier_socket_connections: the live-update sockets connected to this api process, counted
 * by the gateway when scraped (a count it keeps anyway, so no tally here can drift from it).
 */
@Injectable()
export class SocketConnections {
  private count: () => number = () => 0;

  constructor(registry: MetricsRegistry) {
    const count = () => this.count();
    new Gauge({
      name: 'atelier_socket_connections',
      help: 'Socket.io connections of this api process',
      registers: [registry],
      collect() {
        this.set(count());
      },
    });
  }

  /** The gateway says how to count its sockets, once its server exists. */
  countWith(count: () => number): void {
    this.count = count;
  }
}
