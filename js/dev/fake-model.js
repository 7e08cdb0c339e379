// A stand-in for anywidget's model (AFM): get / set / save_changes / on / off
// / send. Sent messages go to `onSend`; nothing is applied, because the rules
// live in Python. Used by harness.html only; never bundled.

export function createFakeModel(traits, { onSend = () => {} } = {}) {
  const values = { ...traits };
  const listeners = new Map(); // event name -> Set of callbacks
  const pending = new Set();
  return {
    get: (name) => values[name],
    set(name, value) {
      values[name] = value;
      pending.add(name);
    },
    /** Like Python sending a batch of trait changes (hold_sync). */
    save_changes() {
      for (const name of pending) listeners.get(`change:${name}`)?.forEach((cb) => cb());
      pending.clear();
    },
    /** Harness helper: replace several traits at once and notify. */
    update(changes) {
      for (const [name, value] of Object.entries(changes)) this.set(name, value);
      this.save_changes();
    },
    on(event, callback) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(callback);
    },
    off(event, callback) {
      listeners.get(event)?.delete(callback);
    },
    send(message) {
      onSend(message);
    },
    /** Harness helper: how many callbacks are still registered (cleanup check). */
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}
