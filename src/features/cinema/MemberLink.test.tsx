import React from "react";
import { render, screen } from "@testing-library/react";
import { Header } from "../../components/Header";
import { mockSite, testHeader } from "../../test-utils/site";
import { PROFILE_KEY } from "./api/profile-storage";
import { MemberLink } from "./MemberLink";

beforeEach(() => {
  localStorage.clear();
  mockSite();
});
afterEach(() => localStorage.clear());

describe("the member part's link in the header", () => {
  it("leads a visitor who is not logged in to the login, which returns to the member page", () => {
    render(<Header {...testHeader} links={<MemberLink />} />);
    expect(screen.getByRole("link", { name: "Min side" })).toHaveAttribute("href", "/min-side/logg-inn?neste=/min-side");
  });

  it("leads a logged-in member to the member page", () => {
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ userName: "Kari", email: "k@x.no", token: "t" }));
    render(<Header {...testHeader} links={<MemberLink />} />);
    expect(screen.getByRole("link", { name: "Min side" })).toHaveAttribute("href", "/min-side");
  });
});
