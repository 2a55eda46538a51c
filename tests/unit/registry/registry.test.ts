import { BLOCKS } from "@schemas/blocks";
import { blockRegistry } from "@registry/registry";

describe("the block registry", () => {
  it("has exactly one component for every block type in the schemas", () => {
    const schemaTypes = BLOCKS.map((block) => block.name).sort();
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaTypes);
  });

  it("maps every block type to a component function", () => {
    for (const component of Object.values(blockRegistry)) {
      expect(typeof component).toBe("function");
    }
  });
});
