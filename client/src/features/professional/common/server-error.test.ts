import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { fieldIssues } from "./server-error";

describe("fieldIssues", () => {
  it("gives the first message of each field of a refused answer", () => {
    const body = {
      message: "El nombre es obligatorio",
      issues: [
        { path: ["firstName"], message: "El nombre es obligatorio" },
        { path: ["firstName"], message: "Demasiado largo" },
        { path: ["contacts", 0, "phone"], message: "Teléfono no válido" },
        { path: [], message: "Datos no válidos" },
      ],
    };
    expect(fieldIssues(new ApiError(400, JSON.stringify(body)))).toEqual({
      firstName: "El nombre es obligatorio",
      contacts: "Teléfono no válido",
    });
  });

  it("is empty for a body without issues or an error that is not the server's", () => {
    expect(fieldIssues(new ApiError(502, "<html>Bad Gateway</html>"))).toEqual({});
    expect(fieldIssues(new Error('400: {"issues":[{"path":["a"],"message":"b"}]}'))).toEqual({});
    expect(fieldIssues(undefined)).toEqual({});
  });
});
