import { describe, expect, it } from "@jest/globals";
import { instanceOptions } from "@web/scripts/startInstances";

describe("npm run start:instances -- --count N [--port P]", () => {
  it("reads the count and the first port, 2 instances from 3001 by default", () => {
    expect(instanceOptions([])).toEqual({ count: 2, port: 3001 });
    expect(instanceOptions(["--count", "3"])).toEqual({ count: 3, port: 3001 });
    expect(instanceOptions(["--count=4", "--port", "4000"])).toEqual({ count: 4, port: 4000 });
  });

  it("says what is wrong with a count, a port or an argument", () => {
    expect(instanceOptions(["--count", "0"])).toMatch(/--count/);
    expect(instanceOptions(["--count", "two"])).toMatch(/--count/);
    expect(instanceOptions(["--port", "65535", "--count", "2"])).toMatch(/--port/);
    expect(instanceOptions(["--port"])).toMatch(/needs a value/);
    expect(instanceOptions(["--instances", "2"])).toMatch(/unknown argument/);
  });
});
