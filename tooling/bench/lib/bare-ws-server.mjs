// The reference of the socket benchmark: a bare `ws` server that accepts every socket, sends
// one frame and keeps it open (what any WebSocket costs on this Node, before any application).
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((_request, response) => response.end('ok'));
const sockets = new WebSocketServer({ server });
sockets.on('connection', (socket) => socket.send('{"type":"ready"}'));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${server.address().port}\n`);
});
