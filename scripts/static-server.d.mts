import type { Server } from "node:http";

export function createStaticServer(options: { root: string; headers?: Record<string, string> }): Server;
export function startStaticServer(options: { root: string; port?: number; host?: string; headers?: Record<string, string> }): Promise<{ server: Server; url: string }>;
