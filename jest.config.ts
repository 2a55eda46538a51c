import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./web" });

export default createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/tests/unit/**/*.test.ts?(x)", "**/tests/contract/**/*.test.ts?(x)"],
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  moduleNameMapper: {
    "^@web/(.*)$": "<rootDir>/web/$1",
    "^@schemas/(.*)$": "<rootDir>/schemas/$1",
    "^@registry/(.*)$": "<rootDir>/component-registry/$1",
    "^@templates/(.*)$": "<rootDir>/templates/$1",
    "^@studio/(.*)$": "<rootDir>/studio/$1",
  },
});
