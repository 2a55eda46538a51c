import { BLOCKS } from "@schemas/blocks";
import { blockRegistry } from "@registry/registry";

describe("the block registry", () => {
  it("has exactly one component for every block type in the schemas", () => {
    const schemaTypes = BLOCKS.map((block) => block.name).sort();
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaTypes);
  });

  it("maps every block type to a component function, and a heading and a load only as functions", () => {
    for (const entry of Object.values(blockRegistry)) {
      expect(typeof entry.component).toBe("function");
      for (const declared of [entry.heading, entry.load]) {
        expect(["function", "undefined"]).toContain(typeof declared);
      }
    }
  });

  it("declares the search blocks' data loading with them", () => {
    expect(typeof blockRegistry.searchGrid.load).toBe("function");
    expect(typeof blockRegistry.geoListing.load).toBe("function");
  });
});
