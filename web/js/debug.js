// A read-only view for tests and curious players: window.wallrace gives the
// board geometry (client coordinates of squares and wall slots) and copies
// of the engine's status. It cannot change the game.
export function exposeDebug(session, board, { sound = null } = {}) {
  const point = (xy) => {
    const rect = board.view.canvas.getBoundingClientRect();
    const g = board.view.geo();
    const k = rect.width / g.px;
    return { x: rect.left + xy[0] * k, y: rect.top + xy[1] * k };
  };
  const copy = (v) => JSON.parse(JSON.stringify(v));
  window.wallrace = Object.freeze({
    squarePoint: (sq) => point(board.view.geo().squareCenter(sq)),
    wallPoint: (wall) => point(board.view.geo().wallPoint(wall)),
    status: () => copy(session.status),
    history: () => copy(session.history),
    targets: () => copy(session.targets),
    settings: () => copy(session.settings),
    thinking: () => !!session.thinking,
    thinkingInfo: () => copy(session.thinking?.info ?? null), // the bot's latest progress (pv: best line so far)
    stoppedMove: () => session.stopped?.move ?? null, // after Stop: the move Move now plays
    flipped: () => board.view.state.flipped, // as drawn
    animationsStarted: () => board.view.animationsStarted, // pawn slides and wall drops begun (none under reduced motion)
    animating: () => !!board.view.anim,
    sounds: () => (sound ? sound.counts() : {}), // sounds played (counted only while sound is on)
    viewPly: () => session.viewPly,
    gameNumber: () => session.gameNumber || 0, // grows with every new or loaded game
    match: () => copy(session.match.toJSON()), // { length, index (the game played, from 0), results ('A' | 'B' | 'draw') }
    bot: () => ({ state: session.bot.state, faults: session.bot.faults, error: session.botError }),
    wasmHeap: () => ({ size: session.mod.heapBytes(), inUse: session.mod.heapInUse() }), // main thread's module
  });
}
