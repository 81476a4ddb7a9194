'use client';
// Search suggestions around a server-rendered search form (the mobile header's): the scope is the
// suggestions' root and holds their list under the form; SuggestingInput is the form's text field.
// Without script the form still searches on Enter.
import { createContext, useContext, type InputHTMLAttributes, type ReactNode } from 'react';
import { SuggestionsPanel, useSearchSuggestions } from './SearchSuggestions';

const Suggestions = createContext<ReturnType<typeof useSearchSuggestions>['inputProps'] | null>(null);

export function SuggestionsScope({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { inputProps, rootProps, panel } = useSearchSuggestions();
  return (
    <Suggestions.Provider value={inputProps}>
      <div {...rootProps} className={`relative ${className}`}>
        {children}
        <SuggestionsPanel {...panel} testId="mobile-search-suggestions" />
      </div>
    </Suggestions.Provider>
  );
}

export function SuggestingInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const inputProps = useContext(Suggestions);
  return <input {...props} {...inputProps} />;
}
