// The simulation the runner plays scenarios on (`Simulation`, its page, the
// timeline's `Command`s and the trace) lives in TapSimulation, so that test
// support can use it without the language. It is re-exported: code that
// imports TapScript sees those types as before.
@_exported import TapSimulation
