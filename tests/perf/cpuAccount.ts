/**
 * Where the cores go during a bench phase (Linux /proc): CPU seconds of named groups of
 * processes (user + system time from /proc/<pid>/stat, each group with every descendant
 * of its roots), the machine's busy and idle time from /proc/stat, and what is left for
 * everything else on the machine (other sessions, the kernel's own threads).
 *
 *   const account = cpuAccount({ "instance A": () => [pidA], postgres: () => pidsNamed("postgres") });
 *   (a process counts in the first group that names it or an ancestor of it)
 *   const phase = account.start();  ... run the phase ...
 *   const usage = phase.stop();     // { seconds, groups: { "instance A": 1.2, ... }, idle, other }
 *
 * `start` samples every process, `stop` again: a process that exits during a phase (a
 * killed instance) is not in the last sample, so its time in the phase lands in `other`;
 * one started during it (the restarted instance) counts from zero.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

interface ProcessStat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

function readStat(pid: number): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // comm is in parentheses and may hold spaces: the fields follow the last ')'.
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // After comm: state(0) ppid(1) ... utime(11) stime(12).
    return {
      pid,
      comm,
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null;
  }
}

function allProcesses(): Map<number, ProcessStat> {
  const processes = new Map<number, ProcessStat>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) processes.set(stat.pid, stat);
  }
  return processes;
}

/** The pids of every process whose name (comm) is `name`. */
export function pidsNamed(name: string): number[] {
  return [...allProcesses().values()].filter((p) => p.comm === name).map((p) => p.pid);
}

/** The machine's busy and idle time so far, in clock ticks (/proc/stat, all CPUs). */
function machineTicks(): { busy: number; idle: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return {
    busy: (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0),
    idle: (idle ?? 0) + (iowait ?? 0),
  };
}

export interface CpuUsage {
  /** Wall-clock seconds of the phase. */
  seconds: number;
  /** CPU seconds of each group. */
  groups: Record<string, number>;
  /** CPU seconds the machine was busy, and idle (all cores). */
  busy: number;
  idle: number;
  /** Busy CPU seconds of no group (other sessions, the kernel, exited processes). */
  other: number;
  cores: number;
}

/** Groups of processes by their roots (each with its descendants), resolved at each sample. */
export function cpuAccount(groups: Record<string, () => readonly number[]>) {
  const sample = () => {
    const processes = allProcesses();
    const children = new Map<number, number[]>();
    for (const proc of processes.values()) {
      children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc.pid]);
    }
    const byGroup = new Map<string, Map<number, number>>();
    // A process counts once, in the first group that names it or one of its ancestors
    // (the bench, last, spawned the instances and Redis: they are not its own time).
    const claimed = new Set<number>();
    for (const [name, roots] of Object.entries(groups)) {
      const ticks = new Map<number, number>();
      const pending = [...roots()];
      while (pending.length) {
        const pid = pending.pop()!;
        const proc = processes.get(pid);
        if (!proc || claimed.has(pid)) continue;
        claimed.add(pid);
        ticks.set(pid, proc.ticks);
        pending.push(...(children.get(pid) ?? []));
      }
      byGroup.set(name, ticks);
    }
    return { at: performance.now(), machine: machineTicks(), byGroup };
  };
  return {
    start() {
      const first = sample();
      return {
        stop(): CpuUsage {
          const last = sample();
          const usage: Record<string, number> = {};
          for (const [name, ticks] of last.byGroup) {
            const before = first.byGroup.get(name) ?? new Map<number, number>();
            let total = 0;
            // A process started during the phase counts from zero.
            for (const [pid, now] of ticks) total += now - (before.get(pid) ?? 0);
            usage[name] = total / TICKS_PER_SECOND;
          }
          const busy = (last.machine.busy - first.machine.busy) / TICKS_PER_SECOND;
          const idle = (last.machine.idle - first.machine.idle) / TICKS_PER_SECOND;
          const counted = Object.values(usage).reduce((sum, n) => sum + n, 0);
          return {
            seconds: (last.at - first.at) / 1000,
            groups: usage,
            busy,
            idle,
            other: Math.max(0, busy - counted),
            cores: (busy + idle) / ((last.at - first.at) / 1000),
          };
        },
      };
    },
  };
}

/** A Markdown table of phases: CPU seconds per group (cores used = seconds / wall), idle share. */
export function cpuTable(phases: readonly [string, CpuUsage][]): string {
  const names = Object.keys(phases[0]?.[1].groups ?? {});
  const header = `| phase | wall s | ${names.join(" | ")} | other | idle |`;
  const rule = `| --- | ---: | ${names.map(() => "---:").join(" | ")} | ---: | ---: |`;
  const cell = (cpu: number, wall: number) => `${cpu.toFixed(1)} (${(cpu / wall).toFixed(2)})`;
  const rows = phases.map(([label, usage]) => {
    const cells = names.map((name) => cell(usage.groups[name] ?? 0, usage.seconds));
    const idleShare = usage.idle / Math.max(1e-9, usage.busy + usage.idle);
    return `| ${label} | ${usage.seconds.toFixed(1)} | ${cells.join(" | ")} | ${cell(usage.other, usage.seconds)} | ${(idleShare * 100).toFixed(0)} % |`;
  });
  return [header, rule, ...rows].join("\n");
}
